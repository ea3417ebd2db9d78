import { ScanButton } from '@erp/ui';
import { useCameraScan } from '../features/floor/useCameraScan.tsx';

/** Scan in the top bar of every screen on a phone (issue 58): the camera's scanner, as on the floor's home. */
export function TopBarScan() {
  const { start, scanner } = useCameraScan();
  return (
    <>
      <ScanButton place="topBar" onScan={start} />
      {scanner}
    </>
  );
}
