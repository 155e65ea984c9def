import messages from '@/locales/en-US';

/** Plain footer: no pro-components, so it costs nothing in the first load. */
export default function Footer() {
  return (
    <footer style={{ padding: '16px 0', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)', fontSize: 14 }}>
      © {new Date().getFullYear()} {messages['app.footer']}
    </footer>
  );
}
