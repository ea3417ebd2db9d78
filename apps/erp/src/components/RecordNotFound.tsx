import { Link } from 'react-router-dom';
import { useTranslate } from '../app/ServicesContext.tsx';
import { Notice } from './Notice.tsx';

/**
 * Decision 0511: the page of a record that does not exist, or that another organisation holds (the server
 * answers both alike), with the way back to its list; never a blank form that would save a new record.
 */
export function RecordNotFound({ title, back }: { title: string; back: string }) {
  const t = useTranslate();
  return (
    <Notice
      title={t('Record not found')}
      action={<Link to={back}>{t('Back to the {{title}} list', { title })}</Link>}
    >
      {t('This {{title}} does not exist, or it was deleted.', { title })}
    </Notice>
  );
}
