import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api } from 'shared-contracts';
import CustomerLoginPage from './CustomerLoginPage';
import EmployeeLoginPage from './EmployeeLoginPage';
import MagicLinkPage, { MAGIC_LINK_DEFAULT_ERROR, MAGIC_LINK_INCOMPLETE } from './MagicLinkPage';
import { demoCliente, renderWithShell, staffWith } from '../test/renderWithShell';

afterEach(() => jest.restoreAllMocks());

describe('customer login (§2, §5)', () => {
  it('validates the e-mail with the spec messages', async () => {
    renderWithShell(<CustomerLoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
  });

  it('shows Link enviado! with the e-mail, and Voltar ao login returns to the form', async () => {
    const request = jest.spyOn(api, 'requestMagicLink').mockResolvedValue({ message: 'ok' });
    const { session } = renderWithShell(<CustomerLoginPage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), ' maria.silva@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Link enviado!')).toBeInTheDocument();
    expect(screen.getByTestId('email-enviado')).toHaveTextContent('maria.silva@example.com');
    expect(screen.getByText('Acesse o seu e-mail e Clique no link que enviamos para acessar sua conta automaticamente.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({ email: 'maria.silva@example.com' });
    expect(session.setUser).not.toHaveBeenCalled(); // requesting a link does not sign in (§4)
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();
  });

  it("keeps the typed e-mail when the customer clicks 'Voltar ao login'", async () => {
    jest.spyOn(api, 'requestMagicLink').mockResolvedValue({ message: 'ok' });
    renderWithShell(<CustomerLoginPage />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'maria.silva@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Link enviado!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('maria.silva@example.com');
  });
});

describe('employee login (§2, §5, §8)', () => {
  it('validates code and password with the spec messages', async () => {
    renderWithShell(<EmployeeLoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    expect(await screen.findByText('Codigo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Codigo/), '0');
    await userEvent.type(screen.getByLabelText(/^Senha/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Codigo é obrigatório')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    renderWithShell(<EmployeeLoginPage />);
    const input = screen.getByLabelText(/^Senha/);
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('signs in, toasts and goes to the staff dashboard', async () => {
    const user = staffWith('Visualizar listas');
    const login = jest.spyOn(api, 'login').mockResolvedValue({ usuario: user });
    const { session } = renderWithShell(<EmployeeLoginPage />, { path: '/login/funcionario', route: '/login/funcionario' });
    await userEvent.type(screen.getByLabelText(/Codigo/), '1001');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'gestor123');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/funcionario/dashboard');
    expect(login).toHaveBeenCalledWith({ id: 1001, senha: 'gestor123' });
    expect(session.setUser).toHaveBeenCalledWith(user);
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
  });

  it('shows Erro no login with the server message', async () => {
    jest.spyOn(api, 'login').mockRejectedValue(new ApiError('HTTP_ERROR', 401, 'Erro 401', { message: 'Código ou senha inválidos.' }));
    renderWithShell(<EmployeeLoginPage />);
    await userEvent.type(screen.getByLabelText(/Codigo/), '1001');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'errada1');
    await userEvent.click(screen.getByRole('button', { name: 'Acessar Sistema' }));
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByText('Código ou senha inválidos.')).toBeInTheDocument();
  });
});

describe('magic link (§2)', () => {
  it('needs both email and token', async () => {
    renderWithShell(<MagicLinkPage />, { path: '/auth/magic?email=a@b.com', route: '/auth/magic' });
    expect(await screen.findByText('Não foi possível entrar')).toBeInTheDocument();
    expect(screen.getByText(MAGIC_LINK_INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute('href', '/login/cliente');
  });

  it('verifies once and sends a cliente to the customer dashboard', async () => {
    const verify = jest.spyOn(api, 'verifyMagicLink').mockResolvedValue({ usuario: demoCliente });
    renderWithShell(<MagicLinkPage />, { path: '/auth/magic?email=maria%40x.com&token=abc', route: '/auth/magic' });
    expect(screen.getByText('Verificando seu link mágico...')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/cliente/dashboard');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ email: 'maria@x.com', token: 'abc' });
  });

  it('sends any other user to /', async () => {
    jest.spyOn(api, 'verifyMagicLink').mockResolvedValue({ usuario: staffWith() });
    renderWithShell(<MagicLinkPage />, { path: '/auth/magic?email=a%40x.com&token=t', route: '/auth/magic' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows the default error when the server gives no message', async () => {
    jest.spyOn(api, 'verifyMagicLink').mockRejectedValue(new ApiError('HTTP_ERROR', 401, ''));
    renderWithShell(<MagicLinkPage />, { path: '/auth/magic?email=a%40x.com&token=t', route: '/auth/magic' });
    expect(await screen.findByText(MAGIC_LINK_DEFAULT_ERROR)).toBeInTheDocument();
  });
});
