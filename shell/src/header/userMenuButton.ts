/**
 * The user menu's button props (§2 Header): the same look for the stand-in the header shows while
 * the menu's code loads and for the real trigger (./UserMenu). Kept apart from ./UserMenu so the
 * header can use it without loading the menu.
 */
export function userMenuButtonProps(name: string) {
  return { variant: 'outline', size: 'sm', ml: '2', 'aria-label': `Menu do usuário ${name}`, 'aria-haspopup': 'menu' } as const;
}
