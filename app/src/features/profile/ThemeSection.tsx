import { Card, Radio, RadioGroup } from '@rampa/design-system';
import { type ThemeChoice, useUserTheme } from '../theme/userTheme';

const OPTIONS: readonly { value: ThemeChoice; label: string }[] = [
  { value: '', label: 'Systemowy (jak w ustawieniach urządzenia)' },
  { value: 'light', label: 'Jasny' },
  { value: 'dark', label: 'Ciemny' },
];

/** Light, dark or the device's: remembered for this user on this device. */
export function ThemeSection() {
  const [theme, choose] = useUserTheme();
  return (
    <Card
      title="Wygląd"
      headingLevel={3}
      description="Motyw zapamiętamy dla Twojego konta na tym urządzeniu."
    >
      <RadioGroup
        label="Motyw"
        value={theme === '' ? 'system' : theme}
        onChange={(value) => choose(value === 'system' ? '' : (value as ThemeChoice))}
      >
        {OPTIONS.map((option) => (
          <Radio key={option.label} value={option.value === '' ? 'system' : option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </Card>
  );
}
