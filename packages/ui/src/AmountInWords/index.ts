export { AmountInWords, type AmountInWordsProps } from './AmountInWords.tsx';
