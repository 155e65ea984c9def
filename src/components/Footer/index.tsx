import messages from '@/locales/en-US';

/** Plain footer: no pro-components, so it costs nothing in the first load. */
export default function Footer() {
  return (
    <footer style={{ padding: '16px 0', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)', fontSize: 14 }}>
      {/* An English line: in a right-to-left layout it keeps its own order ("© 2026 …", not "… 2026 ©"). */}
      <span dir="ltr">
        © {new Date().getFullYear()} {messages['app.footer']}
      </span>
    </footer>
  );
}
