import NotFoundPage from './exception/404';

/** Any unknown path (outside the signed-in layout, so it also works signed out). */
export default function NotFound() {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <NotFoundPage />
    </main>
  );
}
