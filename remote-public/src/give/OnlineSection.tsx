/**
 * 'Compre Online e Retire na Loja ou Receba em Casa' (§2 Kit purchase options, §4 Online
 * purchase): the delivery subtitle, 'Embalagem de presente' (R$ 5,99, checked by default, §9), the
 * guest's fields (`children`: 'Seu nome' and 'Mensagem', decision 023) and 'Comprar na loja
 * online', which reads 'Redirecionando...' while the checkout is created; under it, how long the
 * gift stays reserved for the guest while paying (the runtime configuration's giftHoldMinutes).
 */
import { GIFT_HOLD_MINUTES_DEFAULT, useRuntimeConfig } from 'shared-contracts';
import { Button, Text } from 'shared-contracts/chakra';
import { Checkbox } from 'shared-contracts/chakra-overlays';
import type { ReactNode } from 'react';
import { OptionBox } from './OptionBox';
import type { KitTexts } from './texts';

export interface OnlineSectionProps {
  texts: Pick<KitTexts, 'onlineTitle' | 'onlineSubtitle' | 'giftBag' | 'giftBagPrice' | 'buy' | 'redirecting' | 'onlineOff' | 'holdNote'>;
  giftBag: boolean;
  onGiftBagChange: (checked: boolean) => void;
  redirecting: boolean;
  onBuy: () => void;
  /** The online purchase exists but cannot be made now (button disabled, note shown). */
  disabled?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Fields shown between the gift bag and the button (the guest's name and message). */
  children?: ReactNode;
}

export function OnlineSection({ texts: t, giftBag, onGiftBagChange, redirecting, onBuy, disabled = false, headingLevel = 'h3', children }: OnlineSectionProps) {
  const holdMinutes = useRuntimeConfig().giftHoldMinutes ?? GIFT_HOLD_MINUTES_DEFAULT;
  return (
    <OptionBox title={t.onlineTitle} intro={t.onlineSubtitle} tone="brand" headingLevel={headingLevel} testId="online-section">
      <Checkbox.Root checked={giftBag} onCheckedChange={(e) => onGiftBagChange(e.checked === true)} disabled={redirecting || disabled} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {t.giftBag} ({t.giftBagPrice})
        </Checkbox.Label>
      </Checkbox.Root>
      {children}
      <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" onClick={onBuy} loading={redirecting} loadingText={t.redirecting} disabled={disabled}>
        {t.buy}
      </Button>
      {disabled ? (
        <Text fontSize="sm" color="fg.muted">
          {t.onlineOff}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="hold-note">
          {t.holdNote(holdMinutes)}
        </Text>
      )}
    </OptionBox>
  );
}
