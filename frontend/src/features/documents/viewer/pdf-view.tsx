import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useElementWidth } from './use-element-width';
import './pdf-text-layer.css';

// This module is loaded only when a PDF is opened: pdf.js and its worker stay out of every other page.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Widths relative to "fit to width"; a page never starts wider than a printed letter page (8.5 in). */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const MAX_FIT_WIDTH = 816;

interface PdfViewProps {
  file: Blob;
  name: string;
  /** The first page has been drawn. */
  onShown: () => void;
}

const usePdf = (file: Blob) => {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let task: ReturnType<typeof getDocument> | null = null;
    setPdf(null);
    setFailed(false);
    // pdf.js takes the bytes over to its worker: each opening reads its own copy of the Blob.
    void file
      .arrayBuffer()
      .then((bytes) => {
        if (!live) return null;
        task = getDocument({ data: bytes, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS });
        return task.promise;
      })
      .then((opened) => live && opened && setPdf(opened))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [file]);
  return { pdf, failed };
};

/** A PDF drawn page by page with pdf.js, fit to the width it has, with its text laid over it. */
export const PdfView = ({ file, name, onShown }: PdfViewProps) => {
  const { t } = useTranslation('documents');
  const { pdf, failed } = usePdf(file);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomStep, setZoomStep] = useState(ZOOMS.indexOf(1));
  const [drawFailed, setDrawFailed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  const width = useElementWidth(frameRef);
  const zoom = ZOOMS[zoomStep]!;
  const pages = pdf?.numPages ?? 0;

  useEffect(() => setPageNumber(1), [pdf]);

  useEffect(() => {
    if (!pdf || width === 0) return;
    let live = true;
    let render: RenderTask | null = null;
    let text: TextLayer | null = null;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      const box = pageRef.current;
      const textLayer = textRef.current;
      if (!live || !canvas || !box || !textLayer) return;
      const scale = (Math.min(width, MAX_FIT_WIDTH) / page.getViewport({ scale: 1 }).width) * zoom;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      box.style.width = `${Math.floor(viewport.width)}px`;
      box.style.height = `${Math.floor(viewport.height)}px`;
      box.style.setProperty('--total-scale-factor', String(scale));
      render = page.render({
        canvas,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      await render.promise;
      textLayer.replaceChildren();
      text = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
      await text.render();
      if (live) onShownRef.current();
    };
    draw().catch((error: unknown) => {
      if (live && !(error instanceof RenderingCancelledException)) setDrawFailed(true);
    });
    return () => {
      live = false;
      render?.cancel();
      text?.cancel();
    };
  }, [pdf, pageNumber, zoom, width]);

  if (failed || drawFailed) {
    return <StatusMessage kind="error">{t('viewer.pdfFailed')}</StatusMessage>;
  }
  const pageWords = t('viewer.pageOf', { page: pageNumber, pages });
  return (
    <div className="grid min-w-0 gap-3">
      <div
        className="flex flex-wrap items-center justify-between gap-2"
        role="toolbar"
        aria-label={t('viewer.pagesAndZoom')}
      >
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            className="size-11"
            aria-label={t('viewer.previousPage')}
            disabled={!pdf || pageNumber <= 1}
            onClick={() => setPageNumber((n) => n - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-24 text-center text-sm font-medium text-slate-800" aria-live="polite">
            {pdf ? pageWords : t('viewer.opening')}
          </p>
          <Button
            variant="secondary"
            size="icon"
            className="size-11"
            aria-label={t('viewer.nextPage')}
            disabled={!pdf || pageNumber >= pages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            className="size-11"
            aria-label={t('viewer.zoomOut')}
            disabled={zoomStep === 0}
            onClick={() => setZoomStep((s) => s - 1)}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <p className="min-w-14 text-center text-sm text-slate-700">
            <span className="sr-only">{t('viewer.zoom')} </span>
            {Math.round(zoom * 100)}%
          </p>
          <Button
            variant="secondary"
            size="icon"
            className="size-11"
            aria-label={t('viewer.zoomIn')}
            disabled={zoomStep === ZOOMS.length - 1}
            onClick={() => setZoomStep((s) => s + 1)}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* Wider than the screen once zoomed in: this frame scrolls, by keyboard too, the page does not. */}
      <div
        ref={frameRef}
        role="region"
        aria-label={t('viewer.pagesOf', { name })}
        tabIndex={0}
        className="min-w-0 overflow-auto rounded-md bg-slate-100 p-2 sm:p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {!pdf && <StatusMessage kind="loading">{t('viewer.loading')}</StatusMessage>}
        <div
          ref={pageRef}
          className="pdf-page relative mx-auto bg-white shadow ring-1 ring-slate-300"
          hidden={!pdf}
        >
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`${name}, ${pageWords}`}
            className="block size-full"
          />
          <div ref={textRef} className="textLayer" translate="no" />
        </div>
      </div>
    </div>
  );
};
