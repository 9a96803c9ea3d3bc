import { useId } from 'react';
import { FishboneCategory, type Cause, type InvestigationDetail } from '@hs/contracts';
import { causesOnBone } from '../cause-tree';
import { causeLevelLabels, fishboneCategoryLabels } from '../investigation-labels';
import { CauseLevelBadge } from './cause-level-badge';

const WIDTH = 960;
const HEIGHT = 440;
const SPINE_Y = HEIGHT / 2;
const HEAD_X = 780;
const BONE_RISE = 180;
const BONE_RUN = 130;
/** Where each bone meets the spine: three above, three below. */
const boneX = [250, 500, 750];
const MAX_SHOWN = 5;
const MAX_CHARS = 30;

const short = (text: string) => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text);
/** The level in words after the cause, so the drawing does not rely on colour. */
const causeLine = (cause: Cause) => `${short(cause.text)} (${causeLevelLabels[cause.level].toLowerCase()})`;
const levelColour: Record<Cause['level'], string> = {
  immediate: '#854d0e',
  contributing: '#9a3412',
  root: '#991b1b',
};

const Bone = ({
  category,
  index,
  causes,
}: {
  category: FishboneCategory;
  index: number;
  causes: Cause[];
}) => {
  const above = index < 3;
  const joinX = boneX[index % 3]! - 30;
  const outerX = joinX - BONE_RUN;
  const outerY = above ? SPINE_Y - BONE_RISE : SPINE_Y + BONE_RISE;
  const shown = causes.slice(0, MAX_SHOWN);
  return (
    <g>
      <line x1={outerX} y1={outerY} x2={joinX} y2={SPINE_Y} stroke="#334155" strokeWidth={3} />
      <text
        x={outerX}
        y={above ? outerY - 10 : outerY + 22}
        textAnchor="middle"
        fontSize={16}
        fontWeight={700}
        fill="#0f172a"
      >
        {fishboneCategoryLabels[category]}
      </text>
      {shown.map((cause, i) => {
        const y = above ? outerY + 26 + i * 28 : outerY - 26 - i * 28;
        const x = outerX + (BONE_RUN * Math.abs(y - outerY)) / BONE_RISE;
        return (
          <g key={cause.id}>
            <line x1={x - 8} y1={y} x2={x} y2={y} stroke="#64748b" strokeWidth={1.5} />
            <text
              x={x - 12}
              y={y + 4}
              textAnchor="end"
              fontSize={12}
              fontWeight={cause.level === 'root' ? 700 : 400}
              fill={levelColour[cause.level]}
            >
              {causeLine(cause)}
            </text>
          </g>
        );
      })}
      {causes.length > MAX_SHOWN && (
        <text
          x={joinX - 4}
          y={above ? SPINE_Y - 10 : SPINE_Y + 20}
          textAnchor="end"
          fontSize={12}
          fill="#334155"
        >
          +{causes.length - MAX_SHOWN} more
        </text>
      )}
    </g>
  );
};

/** The same content as the drawing, as a list: what screen readers read, and what a phone shows. */
export const FishboneList = ({ causes, className }: { causes: readonly Cause[]; className?: string }) => (
  <ul className={className} aria-label="Fishbone causes by category">
    {FishboneCategory.options.map((category) => {
      const onBone = causesOnBone(causes, category);
      return (
        <li key={category} className="py-1">
          <span className="text-sm font-semibold text-slate-900">{fishboneCategoryLabels[category]}</span>
          {onBone.length === 0 ? (
            <span className="text-sm text-slate-700">: no cause</span>
          ) : (
            <ul className="grid gap-1 pl-4">
              {onBone.map((cause) => (
                <li key={cause.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
                  <span className="min-w-0 break-words">{cause.text}</span>
                  <CauseLevelBadge level={cause.level} />
                </li>
              ))}
            </ul>
          )}
        </li>
      );
    })}
  </ul>
);

/**
 * The fishbone drawn: the incident at the head, six category bones with their causes. The
 * drawing is for eyes on a wide screen; the list beside it carries the same content.
 */
export const FishboneDiagram = ({ investigation }: { investigation: InvestigationDetail }) => {
  const titleId = useId();
  const causes = investigation.causes;
  const count = causes.filter((c) => c.analysis === 'fishbone').length;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="fishbone hidden w-full sm:block print:block"
      >
        <title id={titleId}>
          {`Fishbone of ${investigation.incidentTitle}: ${count} cause(s) on six bones, listed below.`}
        </title>
        <line x1={20} y1={SPINE_Y} x2={HEAD_X} y2={SPINE_Y} stroke="#0f172a" strokeWidth={4} />
        <path
          d={`M ${HEAD_X} ${SPINE_Y - 60} L ${WIDTH - 10} ${SPINE_Y} L ${HEAD_X} ${SPINE_Y + 60} Z`}
          fill="#e0f2fe"
          stroke="#0f172a"
          strokeWidth={2}
        />
        <text x={HEAD_X + 12} y={SPINE_Y + 5} fontSize={13} fontWeight={700} fill="#0f172a">
          {investigation.incidentTitle.length > 18
            ? `${investigation.incidentTitle.slice(0, 17)}…`
            : investigation.incidentTitle}
        </text>
        {FishboneCategory.options.map((category, index) => (
          <Bone key={category} category={category} index={index} causes={causesOnBone(causes, category)} />
        ))}
      </svg>
      <FishboneList causes={causes} className="sm:sr-only print:hidden" />
    </figure>
  );
};
