import { ColorPicker, type ColorPickerProps } from 'antd';
import { useState } from 'react';

/**
 * antd's ColorPicker for a field inside a dialog. Its panel is a portal, so React passes a key pressed
 * in it (the hex box) up to the dialog, and Escape closed the whole New teacher dialog with everything
 * typed (issue 31 item 6). Here Escape while the panel is open closes the panel only; with it closed,
 * Escape closes the dialog as usual.
 */
export default function DialogColorPicker(props: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only catches Escape bubbling up from the picker's own controls
    <span
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return;
        event.stopPropagation();
        setOpen(false);
      }}
    >
      <ColorPicker {...props} open={open} onOpenChange={setOpen} />
    </span>
  );
}
