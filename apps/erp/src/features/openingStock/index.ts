import { OpeningStockPage } from './OpeningStockPage.tsx';

export const pages = { upload: OpeningStockPage };
