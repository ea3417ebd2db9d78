import { useCallback, useState, type FormEvent } from 'react';
import { documentParcelNumberRequested, documentParcelScanned } from '@erp/api';
import type { DocumentKey } from '@erp/domain';
import { Button, TextField } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch } from '../../app/store.ts';
import { FieldScan } from '../floor/FieldScan.tsx';

/**
 * A dispatch's parcel scan (decision 1142): a scanner types the parcel number or its label's QR text and
 * presses Enter (or the user types it, or the phone's camera fills it, and adds it); the parcel's contents become lines of the draft. Add
 * with nothing typed says what it needs and the other ways (decision 2200), never nothing.
 */
export function ParcelScan({ document }: { document: DocumentKey }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  // Issue 58: the camera's scan fills the field; Add Parcel adds it, as a typed number.
  const scanned = useCallback((read: string) => {
    setCode(read);
    setEmpty(false);
  }, []);
  const add = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(code.trim() === '');
    if (code.trim() === '') return;
    dispatch(documentParcelScanned({ document, code }));
    setCode('');
  };
  return (
    <form onSubmit={add} aria-label={t('Scan Parcel')}>
      <TextField
        name="parcelScan"
        label={t('Scan Parcel')}
        value={code}
        onChange={(typed) => {
          setCode(typed);
          setEmpty(false);
        }}
        autoComplete="off"
        maxLength={2000}
        submitted={empty}
        error={t(
          'Scan or type a parcel number to add its goods, or use Choose Parcels. Loose goods need no parcel: a line without a parcel number takes them from its stock area.',
        )}
      />
      <FieldScan kind="parcel" title={t('Scan a parcel')} onCode={scanned} />
      <Button type="submit">{t('Add Parcel')}</Button>
    </form>
  );
}

/** A packaging's New Parcel (decision 1140): a parcel number is taken and a new line carries it. */
export function NewParcel({ document }: { document: DocumentKey }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  return (
    <Button type="button" onClick={() => dispatch(documentParcelNumberRequested({ document }))}>
      {t('New Parcel')}
    </Button>
  );
}
