import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  type MenuListProps,
  MenuPopover,
  MenuTrigger,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { useMergedTabsterAttributes_unstable, useTabsterAttributes } from '@fluentui/react-tabster';
import { SysDummyInputsPositions } from 'tabster';
import { useT } from '../../platform/index.ts';
import { MoreIcon } from '../icons.tsx';
import type { RowAction } from './types.ts';

/**
 * Fluent's MenuList with the focus manager's helper elements beside the list instead of inside
 * it: inside `role="menu"` they are children that are not menu items (axe aria-required-children),
 * as with apps/shared/TabList.tsx. Arrow keys stay circular, as in Fluent's own MenuList.
 */
function ActionMenuList(props: MenuListProps) {
  const arrowKeys = useArrowNavigationGroup({ circular: true });
  const helpersOutside = useTabsterAttributes({ sys: { dummyInputsPosition: SysDummyInputsPositions.Outside } });
  const focus = useMergedTabsterAttributes_unstable(arrowKeys, helpersOutside);
  return <MenuList {...focus} {...props} />;
}

/** A row's actions: one "…" menu button, or small buttons side by side. */
export function RowActions<T>({
  item,
  name,
  actions,
  display,
  className,
}: {
  item: T;
  /** The row's name for the menu button's accessible name ("Aktionen für …"). */
  name: string;
  actions: readonly RowAction<T>[];
  display: 'menu' | 'inline';
  className?: string;
}) {
  const t = useT();
  const shown = actions.filter((action) => action.visible?.(item) ?? true);
  if (shown.length === 0) return null;
  if (display === 'menu') {
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreIcon />} aria-label={t('kit.actionsFor', { name })} />
        </MenuTrigger>
        <MenuPopover>
          <ActionMenuList>
            {shown.map((action) => (
              <MenuItem key={action.label} icon={action.icon} onClick={() => action.onClick(item)}>
                {action.label}
              </MenuItem>
            ))}
          </ActionMenuList>
        </MenuPopover>
      </Menu>
    );
  }
  return (
    <div className={className}>
      {shown.map((action) => {
        const label = action.ariaLabel?.(item) ?? action.label;
        return action.iconOnly ? (
          <Button
            key={action.label}
            appearance="subtle"
            size="small"
            icon={action.icon}
            aria-label={label}
            title={label}
            onClick={() => action.onClick(item)}
          />
        ) : (
          <Button
            key={action.label}
            size="small"
            icon={action.icon}
            aria-label={label === action.label ? undefined : label}
            onClick={() => action.onClick(item)}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}
