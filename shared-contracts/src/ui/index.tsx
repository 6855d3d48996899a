/**
 * UI building blocks bundled into each app (not a federation singleton): theme, providers,
 * toaster and small hooks. Import from 'shared-contracts/ui'.
 */
export { system } from './theme';
export { AppProviders, withAppProviders } from './AppProviders';
export { serverStyleTags, useServerStyles } from './serverStyles';
export { Toaster, toaster, toastError, toastFailure, toastSuccess } from './toaster';
export { useDebouncedValue, usePageMeta } from './hooks';
export { renderStandalone } from './standalone';
export { UnderConstruction } from './UnderConstruction';
export { SessionProvider } from './SessionProvider';
export { keyStartsWith, swrConfig, useRefreshListProducts } from './swr';
export { LoadError } from './LoadError';
export { Pagination, paginationTexts } from './Pagination';
export { pageWindow } from './pageWindow';
export { DateInput, appliedDate, type DateInputProps } from './date/DateInput';
export { ShareOptions, type ShareOptionsProps } from './share/ShareOptions';
export { announceWhatsApp, copyText, copyLink, copyForInstagram, copyShareLink, shareNative } from './share/shareActions';
export { shareTexts } from './share/texts';
export { useFilterInputs, useFiltersInAddress, type FiltersCodec, type PagedFilters } from './useFiltersInAddress';
export { ListCover, ListPhoto, type ListImageProps } from './ListImages';
export { EmptyState } from './EmptyState';
export { CenteredMessage } from './CenteredMessage';
export { ListNotFound, listNotFoundTexts } from './ListNotFound';
export { MessagePage, NotFoundPage, messagePageTexts } from './MessagePage';
export { ChunkBoundary } from './ChunkBoundary';
export { importOnce, screenOnDemand } from './screenOnDemand';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { ProductImageEditor, productImageTexts, type ProductImageEditorProps } from './ProductImageEditor';
export {
  ArchiveIcon,
  BackIcon,
  BoxIcon,
  CalendarIcon,
  CheckIcon,
  CloseIcon,
  DownloadIcon,
  EditIcon,
  ExternalIcon,
  EyeIcon,
  GiftBoxIcon,
  IconSvg,
  ImageIcon,
  KitIcon,
  MailIcon,
  MapPinIcon,
  PlusIcon,
  RestoreIcon,
  SearchIcon,
  ShareIcon,
  TrashIcon,
  UploadIcon,
  WarningIcon,
  type IconProps,
} from './icons';
export { cardRow, responsiveTable } from './responsiveTable';
export { ProductThumb, WholeImage, type ProductThumbProps, type WholeImageProps } from './ProductThumb';
export { BranchStock, branchStockTexts, type BranchStockProps } from './BranchStock';
export { branchName } from './branchName';
export { isNotFound, useStaffList } from './listById';
export { ListCardProgress, isListComplete, listCardProgressTexts } from './ListCardProgress';
export { focusFirstInvalid, useFieldDescription, useFocusFirstInvalid } from './focusFirstInvalid';
export { formatLocalDate, formatLocalDateTime, formatLocalTime } from './localTime';
export { ReceivedGifts, receivedGiftChannel, receivedGiftKey, receivedGiftsTexts, type ReceivedGiftsProps } from './ReceivedGifts';
export { csvAmount, downloadCsv, FORMULA_START, REVOKE_AFTER_MS, toCsv, triggerDownload, type CsvValue } from './csv';
export { CsvDownloadButton, type CsvDownloadButtonProps } from './CsvDownloadButton';
