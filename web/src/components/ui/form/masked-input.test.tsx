import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput, PhoneInput } from '@/components/ui/form/phone-input';

function Harness({ kind }: { kind: 'phone' | 'code' }) {
  const [value, setValue] = useState('');
  const Input = kind === 'phone' ? PhoneInput : CodeInput;
  return (
    <>
      <Input aria-label="field" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('masks', () => {
  it('phone: the player types ten digits after the fixed 90; the value keeps 90 and drops the spaces', async () => {
    const user = userEvent.setup();
    render(<Harness kind="phone" />);
    await user.type(screen.getByLabelText('field'), '5551112233');
    expect(screen.getByLabelText('field')).toHaveValue('90 555 111 22 33');
    expect(screen.getByRole('status')).toHaveTextContent('905551112233');
  });

  it.each(['+90 532 765 43 21', '0090 532 765 43 21', '905327654321', '0532 765 43 21', '532 765 43 21'])(
    'phone: %s pasted or autofilled into the empty field keeps one 90',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Harness kind="phone" />);
      await user.click(screen.getByLabelText('field'));
      await user.paste(pasted);
      expect(screen.getByLabelText('field')).toHaveValue('90 532 765 43 21');
      expect(screen.getByRole('status')).toHaveTextContent('905327654321');
    },
  );

  it('phone: a 0 typed first is the national prefix and dropped', async () => {
    const user = userEvent.setup();
    render(<Harness kind="phone" />);
    await user.type(screen.getByLabelText('field'), '05551112233');
    expect(screen.getByRole('status')).toHaveTextContent('905551112233');
  });

  it('code: 00-00-00 shows the separators and keeps only the digits', async () => {
    const user = userEvent.setup();
    render(<Harness kind="code" />);
    await user.type(screen.getByLabelText('field'), '12a3456');
    expect(screen.getByLabelText('field')).toHaveValue('12-34-56');
    expect(screen.getByRole('status')).toHaveTextContent('123456');
  });
});
