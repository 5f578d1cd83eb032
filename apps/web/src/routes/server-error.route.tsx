import { useSearchParams } from 'react-router';
import { ServerErrorPage } from '@/features/errors/components/server-error-page';

/** The 500 page; `?code=` carries what failed when another page sends the host here. */
export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code')?.slice(0, 64);
  return <ServerErrorPage errorCode={code || undefined} />;
}
