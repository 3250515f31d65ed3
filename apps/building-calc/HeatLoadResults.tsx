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
import { KeyFigures, ResultNote, ResultNotes } from '../shared/calc/figures.tsx';
import { CaptionedTable, NamedValuesTable, numeric, useTableStyles } from '../shared/calc/tables.tsx';

const useStyles = makeStyles({
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
      <KeyFigures
        minWidth="10rem"
        figures={[
          ['heatLoad', `${format.number(b.heatLoad / 1000, { maximumFractionDigits: 2 })} kW`],
          ['specificLoad', b.specificLoad === null ? '–' : `${w(b.specificLoad)} W/m²`],
          ['transmissionLoss', `${w(b.transmissionLoss)} W`],
          ['ventilationLoss', `${w(b.ventilationLoss)} W`],
        ].map(([key, value]) => ({ key: key!, label: t(`building.ui.figures.${key}`), value: value! }))}
      />
      <ResultNote>
        {t('building.ui.climate', {
          value: format.number(result.climate.designOutdoorTemperature),
          note: result.climate.note,
        })}
      </ResultNote>
      <CaptionedTable
        caption={t('building.ui.roomsTable')}
        columns={[
          t('building.ui.table.room'),
          numeric('Φ_T [W]'),
          numeric('Φ_V [W]'),
          numeric('Φ_HL [W]'),
          numeric('W/m²'),
        ]}
      >
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
      </CaptionedTable>
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
      <ResultNotes messages={result.warnings} />
    </>
  );
}

function ComponentsTable({ components, caption }: { components: ComponentResult[]; caption: string }) {
  const t = useT();
  const table = useTableStyles();
  const format = useFormat();
  const n = (v: number, d = 2) => format.number(v, { maximumFractionDigits: d });
  return (
    <CaptionedTable
      caption={caption}
      columns={[
        t('building.ui.component'),
        t('building.ui.fields.boundary'),
        ...['A [m²]', 'U', 'ΔU_TB', 'f', 'H_T [W/K]', 'Φ_T [W]'].map(numeric),
      ]}
    >
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
    </CaptionedTable>
  );
}
