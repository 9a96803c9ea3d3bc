import { useState, type ComponentType } from 'react';
import { triggerClasses, UserMenuFace } from './user-menu-face';

type Dropdown = ComponentType<{ openAtStart: boolean }>;
// The menu's library (positioning, focus handling) is fetched on first intent, not before first paint.
const loadDropdown = async (): Promise<Dropdown> => (await import('./user-menu-dropdown')).UserMenuDropdown;

/**
 * The user menu: its button is drawn with the page; the menu's code is fetched when
 * the pointer or the keyboard first comes to the button, and the first press opens it.
 */
export const UserMenu = () => {
  const [Menu, setMenu] = useState<Dropdown | null>(null);
  if (Menu) return <Menu openAtStart />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClasses}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => void loadDropdown().then((loaded) => setMenu(() => loaded))}
    >
      <UserMenuFace />
    </button>
  );
};
