/**
 * The building calculator's drafts (what the user typed, as text) and their request bodies: the
 * heat load project with rooms and components, the system comparison and the investments.
 * Empty optional fields mean "the data file's default" (the form shows it as a placeholder).
 * Pure: the form, the unit tests and the documents use the same conversion.
 */
import type {
  AgeClass,
  Boundary,
  BoundName,
  BuildingMode,
  ComponentKind,
  RoomType,
  UStandard,
} from '../../contract/building.ts';
import type { Translate } from '../platform/index.ts';
import { checkNumber } from '../shared/calc/errors.ts';
import { formatInput, parseNumber } from '../shared/numbers.ts';

export type USource = 'preset' | 'input' | Exclude<UStandard, 'GEGReference'>;

export interface ComponentDraft {
  id: string;
  name: string;
  kind: ComponentKind;
  /** '' = the kind's default boundary */
  boundary: Boundary | '';
  area: string;
  uSource: USource;
  u: string;
  adjacentTemperature: string;
}

export interface RoomDraft {
  id: string;
  name: string;
  type: RoomType;
  area: string;
  height: string;
  indoorTemperature: string;
  airChange: string;
  components: ComponentDraft[];
}

export interface ProjectDraft {
  postcode: string;
  designOutdoorTemperature: string;
  ageClass: AgeClass;
  thermalBridge: string;
  rooms: RoomDraft[];
}

let counter = 0;
export const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export function component(locale: string, kind: ComponentKind, name: string, area: number): ComponentDraft {
  return {
    id: newId('c'),
    name,
    kind,
    boundary: '',
    area: formatInput(area, locale),
    uSource: 'preset',
    u: '',
    adjacentTemperature: '',
  };
}

export function room(
  locale: string,
  name: string,
  type: RoomType,
  area: number,
  components: ComponentDraft[],
): RoomDraft {
  return {
    id: newId('r'),
    name,
    type,
    area: formatInput(area, locale),
    height: formatInput(2.5, locale),
    indoorTemperature: '',
    airChange: '',
    components,
  };
}

/** A starting project: one living room with wall, window and cellar ceiling. */
export function defaultProject(locale: string, mode: BuildingMode, t: Translate): ProjectDraft {
  return {
    postcode: '',
    designOutdoorTemperature: '',
    ageClass: '1969-1978',
    thermalBridge: formatInput(mode === 'newBuilding' ? 0.05 : 0.1, locale),
    rooms: [
      room(locale, t('building.ui.defaults.living'), 'living', 25, [
        component(locale, 'wallSolid', t('building.ui.defaults.wall'), 12),
        component(locale, 'windowWoodDouble', t('building.ui.defaults.window'), 3),
        component(locale, 'cellarCeilingSolid', t('building.ui.defaults.cellarCeiling'), 25),
      ]),
    ],
  };
}

/** A copy with new ids (and "(copy)" after the room name). */
export function copyRoom(source: RoomDraft, suffix: string): RoomDraft {
  return {
    ...source,
    id: newId('r'),
    name: `${source.name} ${suffix}`.trim(),
    components: source.components.map(copyComponent),
  };
}

export function copyComponent(source: ComponentDraft): ComponentDraft {
  return { ...source, id: newId('c') };
}

export interface Converted<T> {
  body: T | null;
  errors: Record<string, string>;
}

/** Reads numbers against the contract's bounds; errors by field path. */
class Reader {
  readonly errors: Record<string, string> = {};
  constructor(
    private readonly locale: string,
    private readonly t: Translate,
    private readonly format: (v: number) => string,
  ) {}

  required(path: string, bound: BoundName, text: string): number {
    const value = parseNumber(text, this.locale);
    const message = checkNumber(bound, value, this.t, this.format);
    if (message) this.errors[path] = message;
    return value ?? 0;
  }

  optional(path: string, bound: BoundName, text: string): number | undefined {
    return text.trim() === '' ? undefined : this.required(path, bound, text);
  }
}

export function heatLoadBody(
  project: ProjectDraft,
  mode: BuildingMode,
  locale: string,
  t: Translate,
  format: (v: number) => string,
) {
  const r = new Reader(locale, t, format);
  const postcode = project.postcode.trim();
  if (postcode && !/^\d{5}$/.test(postcode)) r.errors.postcode = t('building.ui.errors.postcode');
  const rooms = project.rooms.map((room, i) => {
    const p = `rooms.${i}`;
    if (!room.name.trim()) r.errors[`${p}.name`] = t('building.ui.errors.required');
    return {
      name: room.name.trim(),
      type: room.type,
      area: r.required(`${p}.area`, 'area', room.area),
      height: r.required(`${p}.height`, 'height', room.height),
      indoorTemperature: r.optional(`${p}.indoorTemperature`, 'indoorTemperature', room.indoorTemperature),
      airChange: r.optional(`${p}.airChange`, 'airChange', room.airChange),
      components: room.components.map((c, k) => {
        const q = `${p}.components.${k}`;
        return {
          name: c.name.trim() || undefined,
          kind: c.kind,
          boundary: c.boundary || undefined,
          area: r.required(`${q}.area`, 'area', c.area),
          u: c.uSource === 'input' ? r.required(`${q}.u`, 'u', c.u) : undefined,
          uStandard: c.uSource === 'GEG' || c.uSource === 'BEG' ? c.uSource : undefined,
          adjacentTemperature: r.optional(`${q}.adjacentTemperature`, 'adjacentTemperature', c.adjacentTemperature),
        };
      }),
    };
  });
  if (!rooms.length) r.errors.rooms = t('building.ui.errors.noRooms');
  const body = {
    method: 'room' as const,
    mode,
    postcode: postcode || undefined,
    designOutdoorTemperature: r.optional(
      'designOutdoorTemperature',
      'designOutdoorTemperature',
      project.designOutdoorTemperature,
    ),
    ageClass: project.ageClass,
    thermalBridge: r.required('thermalBridge', 'thermalBridge', project.thermalBridge),
    rooms,
  };
  return { body: Object.keys(r.errors).length ? null : body, errors: r.errors };
}

export { Reader };
