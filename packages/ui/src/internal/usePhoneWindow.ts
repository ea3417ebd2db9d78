import { useEffect, useState } from 'react';
import { PHONE_MEDIA } from './phone.ts';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA)
    : null;

/** Whether the window is a phone's (decision 0513), following it as it turns or is resized; a desk's without one. */
export function usePhoneWindow(): boolean {
  const [phone, setPhone] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return undefined;
    const follow = () => setPhone(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return phone;
}
