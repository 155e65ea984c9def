import { act, render } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { errorBodyOf, showServerFieldErrors } from '../server-field-errors';

const body = {
  success: false,
  errorCode: 'userexists',
  errorMessage: 'User already exists!',
  fieldErrors: [
    { field: 'login', message: 'Login user already exists' },
    { field: 'unknownField', message: 'is not a known field' },
  ],
};

describe('errorBodyOf', () => {
  it('reads the body of an HTTP error and of a business error', () => {
    expect(errorBodyOf({ response: { status: 409, data: body } })).toBe(body);
    expect(errorBodyOf({ name: 'BizError', info: body })).toBe(body);
  });

  it('is undefined for errors without a body', () => {
    expect(errorBodyOf(new Error('Network Error'))).toBeUndefined();
    expect(errorBodyOf({ response: { status: 502, data: '<html>' } })).toBeUndefined();
    expect(errorBodyOf(undefined)).toBeUndefined();
  });
});

let form: FormInstance | undefined;

/** A form with a login and an e-mail field that hands its instance to the test. */
function LoginAndEmailForm() {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <Form form={instance}>
      <Form.Item name="login" label="Login">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input />
      </Form.Item>
    </Form>
  );
}

function renderForm(): FormInstance {
  render(<LoginAndEmailForm />);
  return form as FormInstance;
}

describe('showServerFieldErrors', () => {
  it('puts errors on the fields the form has and reports that it did', () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = showServerFieldErrors(form, { response: { data: body } });
    });
    expect(shown).toBe(true);
    expect(form.getFieldError('login')).toEqual(['Login user already exists']);
    expect(form.getFieldError('email')).toEqual([]);
  });

  it('reports false when no error names a field of the form', () => {
    const form = renderForm();
    expect(showServerFieldErrors(form, { response: { data: { ...body, fieldErrors: [] } } })).toBe(false);
    expect(showServerFieldErrors(form, new Error('Network Error'))).toBe(false);
  });
});
