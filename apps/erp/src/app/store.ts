import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@erp/api';

/** react-redux's hooks, typed once; for the screens inside the full layout's store Provider. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
