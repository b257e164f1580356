import { PanelLeft } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from '../Tooltip/Tooltip';
import { useSidebar, useSidebarPresence } from './SidebarProvider';

export interface SidebarTriggerProps {
  /**
   * Accessible name.
   * @default 'Przełącz panel boczny'
   */
  'aria-label'?: string;
}

/** Shows or hides the sidebar (the sheet on phones). Tells its state through `aria-expanded`. */
export function SidebarTrigger({ 'aria-label': ariaLabel = 'Przełącz panel boczny' }: SidebarTriggerProps) {
  const { toggleSidebar, isMobile, open, openMobile, sidebarId } = useSidebar();
  const { isPresent } = useSidebarPresence();
  return (
    <Tooltip content={`${ariaLabel} (Ctrl+B)`} placement="bottom">
      <IconButton
        aria-label={ariaLabel}
        aria-expanded={isMobile ? openMobile : open}
        // Only point at an element that exists: phones have no sidebar until the sheet opens.
        aria-controls={!isMobile && isPresent ? sidebarId : undefined}
        onPress={toggleSidebar}
        size="sm"
      >
        <PanelLeft />
      </IconButton>
    </Tooltip>
  );
}
