import { Link } from 'react-router-dom';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { Notice } from '../../components/Notice.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';

/** A floor page of another organisation's label: refused in the scan rule's words (decision 2310). */
export function FloorRefused({ message }: { message: string }) {
  const t = useTranslate();
  return <Notice title={t('This label is not ours')}>{t(message)}</Notice>;
}

/** A floor page naming nothing there is for this organisation: not found, with the way to its list. */
export const FloorMissing = RecordNotFound;

/** A floor page's read under way, or failed in the server's words with the way home. */
export function FloorPending({ failed }: { failed: string | null }) {
  const t = useTranslate();
  if (failed === null) return <p role="status">{t('Loading…')}</p>;
  return (
    <Notice title={t('This page could not be read')} action={<Link to="/module">{t('Home')}</Link>}>
      {t(failed)}
    </Notice>
  );
}
