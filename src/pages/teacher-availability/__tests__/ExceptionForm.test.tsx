import { render, screen } from '@testing-library/react';
import { setupMockServer } from '@/../mock/server';
import ExceptionForm from '../components/ExceptionForm';

jest.setTimeout(30_000);

setupMockServer();

describe('Add date exception', () => {
  it('opens with no field focused, so a phone raises neither keyboard nor picker over it (issue 31 item 4)', async () => {
    render(<ExceptionForm teacherId={3} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const focused = document.activeElement;
    expect(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement).toBe(false);
    expect(dialog.querySelector('input:focus, textarea:focus')).toBeNull();
  });
});
