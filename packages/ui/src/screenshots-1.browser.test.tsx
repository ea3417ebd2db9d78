import { screenshotSuite } from './screenshotSuite.tsx';

// Part 1 of the stories' screenshots; the parts run side by side (decision 2386).
screenshotSuite(0, 2);
