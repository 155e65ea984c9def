/** A teacher's name behind a dot of their calendar colour (the name is the text; the dot is decoration). */
export default function TeacherDot({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          marginRight: 6,
          background: color ?? '#8c8c8c',
          border: '1px solid rgba(0, 0, 0, 0.15)',
        }}
      />
      {name}
    </span>
  );
}
