/** Drawn inline so the signed-out pages need no extra image request; decorative, the title names the product. */
export default function BrandMark() {
  return (
    <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <rect width="44" height="44" rx="10" fill="#1890ff" />
      <path d="M22 11 7 18l15 7 12-5.6V28h3V18z" fill="#fff" />
      <path d="M13 23.5V29c0 2.8 4 5 9 5s9-2.2 9-5v-5.5l-9 4.2z" fill="#fff" />
    </svg>
  );
}
