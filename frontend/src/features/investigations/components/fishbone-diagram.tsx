import { useId } from 'react';
import { FishboneCategory, type Cause, type InvestigationDetail } from '@hs/contracts';
import { causesOnBone } from '../cause-tree';
import { fishboneCategoryLabels } from '../investigation-labels';
import { CauseLevelBadge } from './cause-level-badge';

const WIDTH = 1100;
const HEIGHT = 470;
const SPINE_Y = 225;
const HEAD_X = 900;
const BONE_RISE = 180;
const BONE_RUN = 130;
/** Where each bone meets the spine: three above, three below. */
const boneX = [330, 610, 890];
const MAX_SHOWN = 4;
const MAX_CHARS = 28;

const short = (text: string) => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text);
const levelMark: Record<Cause['level'], string> = { immediate: 'I', contributing: 'C', root: 'R' };
/** The level as a letter after the cause (the legend says which), so the drawing does not rely on colour. */
const causeLine = (cause: Cause) => `${short(cause.text)} [${levelMark[cause.level]}]`;

/** Characters of a head line that stay inside the triangle where it narrows. */
const HEAD_LINE_CHARS = 13;

/** The incident's title on up to three lines of the head. */
const headLines = (title: string): string[] => {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= HEAD_LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > HEAD_LINE_CHARS ? `${word.slice(0, HEAD_LINE_CHARS - 1)}…` : word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]!.slice(0, HEAD_LINE_CHARS - 1)}…`] : lines;
};
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
  const joinX = boneX[index % 3]!;
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
            <line x1={x} y1={y} x2={x + 8} y2={y} stroke="#64748b" strokeWidth={1.5} />
            <text
              x={x + 12}
              y={y + 4}
              textAnchor="start"
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
          x={joinX + 6}
          y={above ? SPINE_Y - 10 : SPINE_Y + 20}
          textAnchor="start"
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
        <text x={HEAD_X + 12} y={SPINE_Y - 12} fontSize={14} fontWeight={700} fill="#0f172a">
          {headLines(investigation.incidentTitle).map((line, i) => (
            <tspan key={i} x={HEAD_X + 12} dy={i === 0 ? 0 : 17}>
              {line}
            </tspan>
          ))}
        </text>
        <text x={20} y={HEIGHT - 6} fontSize={12} fill="#334155">
          [R] root cause · [C] contributing · [I] immediate
        </text>
        {FishboneCategory.options.map((category, index) => (
          <Bone key={category} category={category} index={index} causes={causesOnBone(causes, category)} />
        ))}
      </svg>
      <FishboneList causes={causes} className="sm:sr-only print:hidden" />
    </figure>
  );
};
