import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';

const useStyles = makeStyles({
  line: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

/** A name with its technical name below, which may wrap after its dots (`ui.nav.employeeInfo.photoGallery`). */
export function WithTechnicalName({ name, technical }: { name: string; technical: string }) {
  const styles = useStyles();
  const parts = technical.split('.');
  return (
    <>
      {name}
      <span className={styles.line}>
        {parts.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={i}>
            {part}
            {i < parts.length - 1 ? (
              <>
                .<wbr />
              </>
            ) : null}
          </Fragment>
        ))}
      </span>
    </>
  );
}
