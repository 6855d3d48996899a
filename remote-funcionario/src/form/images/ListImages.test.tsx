import 'shared-contracts/testing/polyfills';
import { makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, superUser } from '../../testing/users';
import { ListImages } from './ListImages';

// jsdom has no canvas: a stand-in cropper hands out a canvas whose toBlob records its arguments.
const mockCropper = {
  zoomTo: jest.fn(),
  getImageData: jest.fn(() => ({ width: 200, naturalWidth: 400 })),
  getCroppedCanvas: jest.fn(),
};
jest.mock('react-cropper', () => {
  const { useEffect } = jest.requireActual('react');
  function MockCropper(props: { src: string; alt: string; aspectRatio: number; onInitialized: (c: unknown) => void; ready: () => void }) {
    useEffect(() => {
      props.onInitialized(mockCropper);
      props.ready();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <img src={props.src} alt={props.alt} data-aspect-ratio={props.aspectRatio} />;
  }
  return { __esModule: true, default: MockCropper };
});

const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
let toBlob: jest.Mock;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:foto-escolhida');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  toBlob = jest.fn((done: (b: Blob | null) => void) => done(jpeg));
  mockCropper.getCroppedCanvas.mockReturnValue({ toBlob });
  mockCropper.zoomTo.mockClear();
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const lista = makeLista({ id: 7 });
const photo = new File(['png'], 'foto.png', { type: 'image/png' });

function render() {
  const onChanged = jest.fn().mockResolvedValue(undefined);
  renderScreen(<ListImages lista={lista} onChanged={onChanged} />, { session: signedIn(superUser) });
  return { onChanged };
}

describe('cover (§2 Staff edit list, §7 Images)', () => {
  it('chooses a template from the library', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchBannerLibrary').mockResolvedValue([
      { key: 'banner/flores.jpg', url: '/library/flores.jpg', nome: 'Flores' },
      { key: 'banner/praia.jpg', url: '/library/praia.jpg' },
    ]);
    const setImage = jest.spyOn(areaApi, 'setListImage').mockResolvedValue({ message: 'ok' });
    const { onChanged } = render();
    await user.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biblioteca de capas' });
    await user.click(await within(dialog).findByRole('button', { name: 'Usar a capa Modelo 2' }));
    expect(setImage).toHaveBeenCalledWith(7, { category: 'banner', url: '/library/praia.jpg', key: 'banner/praia.jpg' });
    expect(await screen.findByText('Capa atualizada!')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Erro ao selecionar o banner' when the choice fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchBannerLibrary').mockResolvedValue([{ key: 'banner/flores.jpg', url: '/library/flores.jpg', nome: 'Flores' }]);
    jest.spyOn(areaApi, 'setListImage').mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500'));
    render();
    await user.click(screen.getByRole('button', { name: 'Escolher da biblioteca' }));
    await user.click(await screen.findByRole('button', { name: 'Usar a capa Flores' }));
    expect(await screen.findByText('Erro ao selecionar o banner')).toBeInTheDocument();
  });

  it("uploads a cover ('Enviar capa') and sets it", async () => {
    const user = userEvent.setup();
    const upload = jest.spyOn(areaApi, 'uploadImage').mockResolvedValue({ url: '/uploads/capa-nova.jpg', key: 'banner/capa-nova.jpg' });
    const setImage = jest.spyOn(areaApi, 'setListImage').mockResolvedValue({ message: 'ok' });
    const { onChanged } = render();
    const input = screen.getByLabelText('Enviar capa');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, photo);
    expect(upload).toHaveBeenCalledWith('banner', photo, 'foto.png');
    await waitFor(() => expect(setImage).toHaveBeenCalledWith(7, { category: 'banner', url: '/uploads/capa-nova.jpg', key: 'banner/capa-nova.jpg' }));
    expect(await screen.findByText('Capa enviada!')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it("toasts 'Falha no upload da capa' when the upload fails", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'uploadImage').mockRejectedValue(new ApiError('HTTP_ERROR', 413, 'Erro 413', { message: 'Arquivo muito grande' }));
    const setImage = jest.spyOn(areaApi, 'setListImage');
    render();
    await user.upload(screen.getByLabelText('Enviar capa'), photo);
    expect(await screen.findByText('Falha no upload da capa')).toBeInTheDocument();
    expect(screen.getByText('Arquivo muito grande')).toBeInTheDocument();
    expect(setImage).not.toHaveBeenCalled();
  });

  it('clears the chosen file name when the upload is rejected', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'uploadImage').mockRejectedValue(new ApiError('HTTP_ERROR', 415, 'Erro 415'));
    render();
    await user.upload(screen.getByLabelText('Enviar capa'), photo);
    expect(await screen.findByText('Falha no upload da capa')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('foto.png')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Enviar capa')).toBeEnabled();
  });

  it.each([
    ['cover', 'Enviar capa', 'Falha no upload da capa'],
    ['profile photo', 'Enviar foto de perfil', 'Falha ao atualizar a foto do perfil'],
  ])('refuses a %s that is not an image at once, without calling the server', async (_, label, title) => {
    // a browser's file dialog may still offer 'All files' despite accept="image/*"
    const user = userEvent.setup({ applyAccept: false });
    const upload = jest.spyOn(areaApi, 'uploadImage');
    render();
    await user.upload(screen.getByLabelText(label), new File(['%PDF'], 'convite.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('Arquivo inválido: envie uma imagem JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('convite.pdf')).not.toBeInTheDocument();
  });
});

describe('profile photo crop (§2 Staff edit list, §9 Profile crop)', () => {
  it("opens a square crop with zoom 1 to 3; 'Cancelar' closes without uploading", async () => {
    const user = userEvent.setup();
    const upload = jest.spyOn(areaApi, 'uploadImage');
    render();
    const input = screen.getByLabelText('Enviar foto de perfil');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, photo);
    const dialog = await screen.findByRole('dialog', { name: 'Recortar foto de perfil' });
    expect(within(dialog).getByAltText('Foto a recortar')).toHaveAttribute('src', 'blob:foto-escolhida');
    expect(within(dialog).getByAltText('Foto a recortar')).toHaveAttribute('data-aspect-ratio', '1');
    const slider = within(dialog).getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    // the value as shown, for screen readers too (pt-BR: '1,5x', not '1.5')
    expect(slider).toHaveAttribute('aria-valuetext', '1,0x');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.1');
    expect(slider).toHaveAttribute('aria-valuetext', '1,1x');
    // The slider's 1 is the fitted image (ratio 0.5 here): 1.1 zooms to 0.55.
    expect(mockCropper.zoomTo).toHaveBeenLastCalledWith(expect.closeTo(0.55, 5));
    // one step per press, each pressed once the last one shows: on a loaded machine a press made
    // while the slider's value was still being written counted from the old value (1,4x after four)
    for (const shown of ['1,2x', '1,3x', '1,4x', '1,5x']) {
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', shown));
    }
    expect(slider).toHaveAttribute('aria-valuetext', '1,5x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload).not.toHaveBeenCalled();
  });

  it("'Aplicar corte' shows 'Aplicando...', uploads profile.jpg (JPEG 0.92) and sets the photo", async () => {
    const user = userEvent.setup();
    let finishUpload: (value: { url: string; key: string }) => void = () => {};
    const upload = jest.spyOn(areaApi, 'uploadImage').mockReturnValue(new Promise((resolve) => (finishUpload = resolve)));
    const setImage = jest.spyOn(areaApi, 'setListImage').mockResolvedValue({ message: 'ok' });
    const { onChanged } = render();
    await user.upload(screen.getByLabelText('Enviar foto de perfil'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Recortar foto de perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar corte' }));
    expect(await within(dialog).findByText('Aplicando...')).toBeInTheDocument();
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect(upload).toHaveBeenCalledWith('profile', jpeg, 'profile.jpg');
    await act(async () => finishUpload({ url: '/uploads/perfil.jpg', key: 'profile/perfil.jpg' }));
    expect(setImage).toHaveBeenCalledWith(7, { category: 'profile', url: '/uploads/perfil.jpg', key: 'profile/perfil.jpg' });
    expect(await screen.findByText('Foto de perfil atualizada!')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Falha ao gerar imagem recortada' when the crop cannot be encoded", async () => {
    const user = userEvent.setup();
    toBlob.mockImplementation((done: (b: Blob | null) => void) => done(null));
    const upload = jest.spyOn(areaApi, 'uploadImage');
    render();
    await user.upload(screen.getByLabelText('Enviar foto de perfil'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Recortar foto de perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar corte' }));
    expect(await screen.findByText('Falha ao gerar imagem recortada')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Aplicar corte' })).toBeEnabled();
  });

  it("toasts 'Falha ao atualizar a foto do perfil' when the upload fails and keeps the dialog", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'uploadImage').mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500'));
    render();
    await user.upload(screen.getByLabelText('Enviar foto de perfil'), photo);
    const dialog = await screen.findByRole('dialog', { name: 'Recortar foto de perfil' });
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar corte' }));
    expect(await screen.findByText('Falha ao atualizar a foto do perfil')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Recortar foto de perfil' })).toBeInTheDocument();
  });
});
