import { Space } from 'antd';

/** A teacher's calendar colour: a swatch and its #rrggbb code (the code is the accessible text). */
export default function ColorSwatch({ color }: { color: string }) {
  return (
    <Space size={6}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 16,
          height: 16,
          borderRadius: 4,
          background: color,
          border: '1px solid rgba(0, 0, 0, 0.15)',
          verticalAlign: 'middle',
        }}
      />
      <span>{color}</span>
    </Space>
  );
}
