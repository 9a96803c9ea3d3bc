export { uploadAttachment, type UploadOptions } from './api/upload-attachment';
export { AttachmentGallery } from './components/attachment-gallery';
export { AttachmentPicker } from './components/attachment-picker';
export { fileSizeText } from './file-size';
export {
  useAttachmentPicker,
  type AttachmentPicker as AttachmentPickerState,
  type PickedAttachment,
  type Uploader,
} from './use-attachment-picker';
