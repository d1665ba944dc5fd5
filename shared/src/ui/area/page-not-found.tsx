import { Result } from 'antd';

/** Inside an area: a path the area does not have. */
export function PageNotFound() {
  return (
    <Result status="404" title="Pagina niet gevonden" subTitle="Deze pagina bestaat niet (meer)." />
  );
}
