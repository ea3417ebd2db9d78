import { screenshotSuite } from './screenshotSuite.tsx';

// Part 2 of the stories' screenshots; the parts run side by side (decision 2386).
screenshotSuite(1, 2);
