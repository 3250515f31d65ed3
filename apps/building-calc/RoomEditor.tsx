import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type BuildingMode, type BuildingTemplate, roomTypes } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { NumberField, SelectField, TextField } from '../shared/calc/fields.tsx';
import { ComponentRow } from './ComponentRow.tsx';
import {
  type ComponentDraft,
  component,
  copyComponent,
  copyRoom,
  type ProjectDraft,
  type RoomDraft,
  room,
} from './model.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  room: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  components: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The room list: add, copy and remove rooms and their components; U values from presets or typed. */
export function RoomEditor(props: {
  project: ProjectDraft;
  template: BuildingTemplate;
  mode: BuildingMode;
  errors: Record<string, string>;
  onChange: (rooms: RoomDraft[]) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const locale = format.locale;
  const { rooms } = props.project;
  const update = (i: number, patch: Partial<RoomDraft>) =>
    props.onChange(rooms.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const updateComponents = (i: number, change: (list: ComponentDraft[]) => ComponentDraft[]) =>
    update(i, { components: change(rooms[i]!.components) });

  return (
    <div>
      <ol className={styles.list}>
        {rooms.map((r, i) => {
          const path = `rooms.${i}`;
          const headingId = `room-${r.id}`;
          const defaults = props.template.roomTypes[r.type];
          return (
            <li key={r.id} className={styles.room} aria-labelledby={headingId}>
              <div className={styles.head}>
                <h3 id={headingId} className={styles.title}>
                  {t('building.ui.roomN', { n: i + 1, name: r.name || '…' })}
                </h3>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    onClick={() =>
                      props.onChange([
                        ...rooms.slice(0, i + 1),
                        copyRoom(r, t('building.ui.copySuffix')),
                        ...rooms.slice(i + 1),
                      ])
                    }
                    aria-label={t('building.ui.copyRoomNamed', { name: r.name })}
                  >
                    {t('building.ui.copyRoom')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => props.onChange(rooms.filter((_, k) => k !== i))}
                    aria-label={t('building.ui.removeRoomNamed', { name: r.name })}
                  >
                    {t('building.ui.removeRoom')}
                  </Button>
                </div>
              </div>
              <div className={styles.fields}>
                <TextField
                  label={t('building.ui.fields.roomName')}
                  value={r.name}
                  onChange={(name) => update(i, { name })}
                  error={props.errors[`${path}.name`]}
                />
                <SelectField
                  label={t('building.ui.fields.roomType')}
                  value={r.type}
                  options={roomTypes.map((type) => ({ value: type, label: t(`building.roomTypes.${type}`) }))}
                  onChange={(type) => update(i, { type })}
                />
                <NumberField
                  label={t('building.ui.fields.floorArea')}
                  unit="m²"
                  value={r.area}
                  onChange={(area) => update(i, { area })}
                  error={props.errors[`${path}.area`]}
                />
                <NumberField
                  label={t('building.ui.fields.height')}
                  unit="m"
                  value={r.height}
                  onChange={(height) => update(i, { height })}
                  error={props.errors[`${path}.height`]}
                />
                <NumberField
                  label={t('building.ui.fields.indoorTemperature')}
                  unit="°C"
                  value={r.indoorTemperature}
                  placeholder={format.number(defaults.indoorTemperature)}
                  onChange={(indoorTemperature) => update(i, { indoorTemperature })}
                  error={props.errors[`${path}.indoorTemperature`]}
                />
                <NumberField
                  label={t('building.ui.fields.airChange')}
                  unit="1/h"
                  value={r.airChange}
                  placeholder={format.number(defaults.airChange)}
                  onChange={(airChange) => update(i, { airChange })}
                  error={props.errors[`${path}.airChange`]}
                />
              </div>
              <ul className={styles.components} aria-label={t('building.ui.componentsOf', { name: r.name })}>
                {r.components.map((c, k) => (
                  <li key={c.id}>
                    <ComponentRow
                      draft={c}
                      index={k}
                      path={`${path}.components.${k}`}
                      template={props.template}
                      mode={props.mode}
                      ageClass={props.project.ageClass}
                      errors={props.errors}
                      onChange={(patch) =>
                        updateComponents(i, (list) => list.map((x) => (x.id === c.id ? { ...x, ...patch } : x)))
                      }
                      onCopy={() =>
                        updateComponents(i, (list) => [...list.slice(0, k + 1), copyComponent(c), ...list.slice(k + 1)])
                      }
                      onRemove={() => updateComponents(i, (list) => list.filter((x) => x.id !== c.id))}
                    />
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button
                  onClick={() => updateComponents(i, (list) => [...list, component(locale, 'wallSolid', '', 10)])}
                  aria-label={t('building.ui.addComponentTo', { name: r.name })}
                >
                  {t('building.ui.addComponent')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          onClick={() =>
            props.onChange([
              ...rooms,
              room(locale, t('building.ui.defaults.room', { n: rooms.length + 1 }), 'bedroom', 15, [
                component(locale, 'wallSolid', t('building.ui.defaults.wall'), 10),
              ]),
            ])
          }
        >
          {t('building.ui.addRoom')}
        </Button>
      </div>
    </div>
  );
}
