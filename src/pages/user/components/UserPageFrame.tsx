import { Helmet } from '@umijs/max';
import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import defaultSettings from '../../../../config/defaultSettings';
import BrandMark from './BrandMark';

const PRODUCT_NAME = defaultSettings.title;

// Plain elements rather than antd Card/Typography: the sign-in page must stay small (design.md §6).
const styles = {
  page: { minHeight: '100vh', padding: '48px 16px 24px', background: '#f0f2f5' },
  main: { width: '100%', maxWidth: 400, flex: 1 },
  productName: { margin: 0, fontSize: 30, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  // antd's "secondary" grey is below 4.5:1 on this background; this one passes the contrast check.
  muted: { margin: 0, color: 'rgba(0, 0, 0, 0.65)' },
  card: { background: '#fff', borderRadius: 8, padding: 24, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)' },
  heading: { margin: '0 0 16px', fontSize: 20, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' },
  footer: { marginTop: 32, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

/**
 * The signed-out pages (sign-in, registration, password reset, activation) render outside ProLayout
 * so their first load stays small; this gives them one shared look: brand, a card, a footer.
 */
export default function UserPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Flex vertical align="center" style={styles.page}>
      <Helmet>
        <title>{`${heading} - ${PRODUCT_NAME}`}</title>
      </Helmet>
      <main style={styles.main}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Flex align="center" gap={12}>
            <BrandMark />
            <h1 style={styles.productName}>{PRODUCT_NAME}</h1>
          </Flex>
          <p style={styles.muted}>Administration for tutoring and education centres</p>
        </Flex>
        <section style={styles.card} aria-labelledby="user-page-heading">
          <h2 id="user-page-heading" style={styles.heading}>
            {heading}
          </h2>
          {children}
        </section>
      </main>
      <footer style={styles.footer}>
        {/* An English line: in a right-to-left layout it keeps its own order ("© 2026 …", not "… 2026 ©"). */}
        <small style={styles.muted} dir="ltr">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </small>
      </footer>
    </Flex>
  );
}
