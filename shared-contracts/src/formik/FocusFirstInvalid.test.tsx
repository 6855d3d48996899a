import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form, Formik, useField } from 'formik';
import { importsModule, repoRoot, sourceFiles } from '../testing/sourceScan';
import { FocusFirstInvalid } from './FocusFirstInvalid';

/** A text field marked aria-invalid once touched with an error, as the apps' fields are. */
function TextField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <label>
      {label}
      <input {...field} aria-invalid={meta.touched && !!meta.error ? 'true' : undefined} />
    </label>
  );
}

const required = (value: string) => (value.trim() ? undefined : 'Obrigatório');

function TheForm({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  return (
    <Formik initialValues={{ nome: '', email: '' }} onSubmit={onSubmit}>
      <Form noValidate>
        <FocusFirstInvalid />
        <Field name="nome" validate={required} as={TextField} label="Nome" />
        <Field name="email" validate={required} as={TextField} label="E-mail" />
        <button type="submit">Salvar</button>
      </Form>
    </Formik>
  );
}

describe('FocusFirstInvalid', () => {
  it('after a submit that validation stops, focuses the first invalid field in the form', async () => {
    const user = userEvent.setup();
    render(<TheForm />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('each failed attempt focuses again; a valid submit leaves the focus where it was', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TheForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
  });
});

/**
 * formik stays out of the guest routes' first load (docs/decisions/023): inside shared-contracts
 * only this folder imports it, and nothing else in the package imports this folder, so that
 * `shared-contracts/ui` and the shared singleton `shared-contracts` never pull it in.
 */
describe('formik only in shared-contracts/formik', () => {
  const outside = sourceFiles('shared-contracts/src').filter((file) => !file.startsWith('shared-contracts/src/formik/'));

  it('finds the package files (the scan works)', () => {
    expect(outside.length).toBeGreaterThan(50);
    expect(outside).toContain('shared-contracts/src/ui/index.tsx');
  });

  it('no other module of shared-contracts imports formik or the formik entry', () => {
    const relativeToFolder = /(from|import\(?)\s*'(\.\.?\/)+formik(\/[^']*)?'/;
    const formikImports = (file: string) =>
      importsModule(file, 'formik') || importsModule(file, 'shared-contracts/formik') || relativeToFolder.test(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
    expect(outside.filter(formikImports)).toEqual([]);
  });
});
