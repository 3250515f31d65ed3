/**
 * Resolving a component of the heat load input: its boundary (default by kind), its U value
 * (typed, else a standard's target, else the age-class preset or the new-building reference) and
 * its temperature factor — with the field path of whatever is missing.
 */
import type { AgeClass, Boundary, BuildingMode, ComponentKind, UStandard } from '../../../../contract/building.ts';
import type { ComponentInput } from '../../../../contract/building-schemas.ts';
import { type BuildingData, presetU, targetU } from '../building-data.ts';
import { temperatureFactor } from '../heat-load.ts';
import type { BuildingIssue } from './texts.ts';

export interface ResolvedComponent {
  name: string;
  kind: ComponentKind;
  boundary: Boundary;
  area: number;
  u: number;
  uSource: 'input' | 'preset' | 'target';
  f: number;
  fSource: 'outside' | 'default' | 'computed' | 'input';
  adjacentTemperature: number | null;
}

export interface ResolveContext {
  data: BuildingData;
  mode: BuildingMode;
  ageClass: AgeClass;
  inside: number;
  outside: number;
  /** field path prefix, e.g. `rooms.2.components.0` */
  path: string;
  issues: BuildingIssue[];
  /** overrides the U source (the renovated variant of the building method) */
  standard?: UStandard;
}

export function defaultBoundaryOf(data: BuildingData, kind: ComponentKind): Boundary {
  const category = data.kindCategories[kind] ?? 'wall';
  return data.defaultBoundary[category] ?? 'outside';
}

function resolveU(c: ComponentInput, ctx: ResolveContext): Pick<ResolvedComponent, 'u' | 'uSource'> | null {
  const standard = ctx.standard ?? c.uStandard;
  if (c.u !== undefined && !ctx.standard) return { u: c.u, uSource: 'input' };
  if (standard) {
    const u = targetU(ctx.data, standard, c.kind);
    if (u !== null) return { u, uSource: 'target' };
    if (c.u !== undefined) return { u: c.u, uSource: 'input' };
  }
  const preset =
    ctx.mode === 'newBuilding' ? targetU(ctx.data, 'GEGReference', c.kind) : presetU(ctx.data, c.kind, ctx.ageClass);
  if (preset !== null) return { u: preset, uSource: ctx.mode === 'newBuilding' ? 'target' : 'preset' };
  return null;
}

/** The component with everything filled in, or null (and an issue) when U or a temperature is missing. */
export function resolveComponent(c: ComponentInput, index: number, ctx: ResolveContext): ResolvedComponent | null {
  const boundary = c.boundary ?? defaultBoundaryOf(ctx.data, c.kind);
  const u = resolveU(c, ctx);
  if (!u) {
    ctx.issues.push({ field: `${ctx.path}.u`, rule: 'noPreset', values: { kind: c.kind, ageClass: ctx.ageClass } });
    return null;
  }
  if (boundary === 'heated' && c.adjacentTemperature === undefined && c.f === undefined) {
    ctx.issues.push({ field: `${ctx.path}.adjacentTemperature`, rule: 'required' });
    return null;
  }
  const factor = temperatureFactor({
    boundary,
    inside: ctx.inside,
    outside: ctx.outside,
    adjacent: c.adjacentTemperature ?? null,
    given: c.f ?? null,
    defaults: ctx.data.boundaryFactors,
  });
  return {
    name: c.name?.trim() || `${index + 1}`,
    kind: c.kind,
    boundary,
    area: c.area,
    ...u,
    f: factor.f,
    fSource: factor.source,
    adjacentTemperature: c.adjacentTemperature ?? null,
  };
}
