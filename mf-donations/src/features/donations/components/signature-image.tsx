/**
 * The donor's signature (ROLE_ADMIN, spec §6): fetched with the session token (an `<img src>`
 * cannot send it) and shown from a blob URL.
 */
import { fetchDownload } from '@veldwerk/shared/client';
import { API_PATHS, fillPath } from '@veldwerk/shared/domain';
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';

export function SignatureImage({ signature }: { signature: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchDownload('GET', fillPath(API_PATHS.signature, { signature }))
      .then(({ blob }) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [signature]);
  if (failed) return <Alert type="warning" message="Handtekening niet beschikbaar" />;
  if (url === null) return <Spin />;
  return (
    <img
      src={url}
      alt="Handtekening van de donateur"
      style={{ maxWidth: '100%', maxHeight: 200, border: '1px solid #d9d9d9', background: '#fff' }}
    />
  );
}
