import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/form-controls';

/** The drawing area is 450 by 150. */
export const SIGNATURE_WIDTH = 450;
export const SIGNATURE_HEIGHT = 150;

interface SignaturePadProps {
  /** The PNG data URL of the signature, or null while there is none. */
  onChange: (dataUrl: string | null) => void;
  describedBy?: string;
}

const INK = '#0f172a';

/**
 * A drawing canvas for mouse, pen and touch (pointer events), and for keyboard users a typed
 * name that is drawn onto the same canvas. Either way the signature is the canvas as a PNG.
 */
export const SignaturePad = ({ onChange, describedBy }: SignaturePadProps) => {
  const { t } = useTranslation('documents');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState('');
  const typedId = useId();

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const clear = () => {
    const ctx = context();
    ctx?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    return ctx;
  };

  useEffect(() => {
    const ctx = context();
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
  }, []);

  // The canvas may be shown smaller than 450 by 150 on a phone: map the pointer back to its pixels.
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * SIGNATURE_WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * SIGNATURE_HEIGHT,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    if (typed) {
      setTyped('');
      clear();
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!drawing.current || !ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const type = (name: string) => {
    setTyped(name);
    const ctx = clear();
    if (!ctx || !name.trim()) {
      onChange(null);
      return;
    }
    ctx.save();
    ctx.fillStyle = INK;
    ctx.font = 'italic 40px "Segoe Script", "Brush Script MT", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(name.trim(), 20, SIGNATURE_HEIGHT / 2, SIGNATURE_WIDTH - 40);
    ctx.restore();
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('sign.drawSignature')}</span>
        <canvas
          ref={canvasRef}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          role="img"
          aria-label={t('sign.drawingArea')}
          aria-describedby={describedBy}
          className="aspect-[3/1] w-full max-w-[450px] touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onPointerLeave={end}
        />
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped('');
              clear();
              onChange(null);
            }}
          >
            <Eraser aria-hidden="true" />
            {t('sign.clear')}
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={typedId}>{t('sign.typeName')}</Label>
        <Input id={typedId} value={typed} autoComplete="name" onChange={(e) => type(e.target.value)} />
      </div>
    </div>
  );
};
