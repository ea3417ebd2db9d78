import { entityPages } from '../../entity/pages.tsx';

export const pages = entityPages('role');
