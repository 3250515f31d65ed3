import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ComponentResult, HeatLoadResult } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { ScrollArea } from './ui/ScrollArea.tsx';
import { NamedValuesTable, useTableStyles } from './ui/tables.tsx';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  figureValue: {
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    margin: 0,
  },
  figureLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Key figures of the building, the rooms' table and each room's parts. */
export function HeatLoadResults({ result }: { result: HeatLoadResult }) {
  const t = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const format = useFormat();
  const w = (v: number) => format.number(v, { maximumFractionDigits: 0 });
  const b = result.building;
  return (
    <>
      <dl className={styles.figures}>
        {[
          ['heatLoad', `${format.number(b.heatLoad / 1000, { maximumFractionDigits: 2 })} kW`],
          ['specificLoad', b.specificLoad === null ? '–' : `${w(b.specificLoad)} W/m²`],
          ['transmissionLoss', `${w(b.transmissionLoss)} W`],
          ['ventilationLoss', `${w(b.ventilationLoss)} W`],
        ].map(([key, value]) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.figureLabel}>{t(`building.ui.figures.${key}`)}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {t('building.ui.climate', {
          value: format.number(result.climate.designOutdoorTemperature),
          note: result.climate.note,
        })}
      </p>
      <ScrollArea label={t('building.ui.roomsTable')}>
        <table className={table.table}>
          <caption className={table.caption}>{t('building.ui.roomsTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('building.ui.table.room')}</th>
              <th scope="col" className={table.number}>
                Φ_T [W]
              </th>
              <th scope="col" className={table.number}>
                Φ_V [W]
              </th>
              <th scope="col" className={table.number}>
                Φ_HL [W]
              </th>
              <th scope="col" className={table.number}>
                W/m²
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rooms.map((r) => (
              <tr key={r.index}>
                <th scope="row">{r.name}</th>
                <td className={table.number}>{w(r.transmissionLoss)}</td>
                <td className={table.number}>{w(r.ventilationLoss)}</td>
                <td className={table.number}>{w(r.heatLoad)}</td>
                <td className={table.number}>{w(r.specificLoad)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('building.ui.table.building')}</th>
              <td className={table.number}>{w(b.transmissionLoss)}</td>
              <td className={table.number}>{w(b.ventilationLoss)}</td>
              <td className={table.number}>{w(b.heatLoad)}</td>
              <td className={table.number}>{b.specificLoad === null ? '–' : w(b.specificLoad)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollArea>
      <Accordion multiple collapsible>
        <AccordionItem value="building">
          <AccordionHeader>{t('building.ui.buildingDetails')}</AccordionHeader>
          <AccordionPanel>
            <NamedValuesTable values={b.values} caption={t('building.ui.buildingDetails')} />
          </AccordionPanel>
        </AccordionItem>
        {result.rooms.map((r) => (
          <AccordionItem key={r.index} value={`room-${r.index}`}>
            <AccordionHeader>{t('building.ui.roomDetails', { name: r.name })}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <ComponentsTable components={r.components} caption={t('building.ui.componentsOf', { name: r.name })} />
              <NamedValuesTable values={r.values} caption={t('building.ui.roomDetails', { name: r.name })} />
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
      {result.warnings.map((m) => (
        <p key={`${m.code}-${m.field ?? ''}`} className={styles.note}>
          {m.message}
        </p>
      ))}
    </>
  );
}

function ComponentsTable({ components, caption }: { components: ComponentResult[]; caption: string }) {
  const t = useT();
  const table = useTableStyles();
  const format = useFormat();
  const n = (v: number, d = 2) => format.number(v, { maximumFractionDigits: d });
  return (
    <ScrollArea label={caption}>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('building.ui.component')}</th>
            <th scope="col">{t('building.ui.fields.boundary')}</th>
            <th scope="col" className={table.number}>
              A [m²]
            </th>
            <th scope="col" className={table.number}>
              U
            </th>
            <th scope="col" className={table.number}>
              ΔU_TB
            </th>
            <th scope="col" className={table.number}>
              f
            </th>
            <th scope="col" className={table.number}>
              H_T [W/K]
            </th>
            <th scope="col" className={table.number}>
              Φ_T [W]
            </th>
          </tr>
        </thead>
        <tbody>
          {components.map((c) => (
            <tr key={c.index}>
              <th scope="row">
                {c.name} – {t(`building.kinds.${c.kind}`)}
              </th>
              <td>{t(`building.boundaries.${c.boundary}`)}</td>
              <td className={table.number}>{n(c.area)}</td>
              <td className={table.number}>{n(c.u)}</td>
              <td className={table.number}>{n(c.thermalBridge)}</td>
              <td className={table.number}>{n(c.f, 3)}</td>
              <td className={table.number}>{n(c.transmissionCoefficient)}</td>
              <td className={table.number}>{n(c.transmissionLoss, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
