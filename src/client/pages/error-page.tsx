import { RefusalScreen } from '../components/refusal-screen.tsx';

/** /401 (no permission) and /404 (unknown path), spec §2. */
export function ErrorPage({ code }: { code: 401 | 404 }) {
  return <RefusalScreen code={code} />;
}
