// Stories run as tests without motion: a test asserts what the user sees once things have settled, and
// an entrance animation that starts at opacity 0 would make "visible" depend on timing.
const still = document.createElement('style');
still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(still);
