import { useEffect } from 'react';
import { WEBINAR_POPUP_DELAY_MS } from '../../constants';
import { useWebinarPopup } from '../../api/webinar-popup';
import { useDialogStore } from '../../dialogs/dialog-store';
import { mayOfferWebinar } from './webinar-rules';

/**
 * Loads the webinar content once per page load and, 10 s after it arrived, offers it to the
 * dialog arbiter unless it was shown this session or is on the do-not-show list.
 */
export default function WebinarWatcher() {
  const { data } = useWebinarPopup();
  const offerWebinar = useDialogStore((state) => state.offerWebinar);
  useEffect(() => {
    if (!data || !mayOfferWebinar(data.custom_fields.webinar_id)) return;
    const timer = setTimeout(() => {
      if (mayOfferWebinar(data.custom_fields.webinar_id)) offerWebinar(data);
    }, WEBINAR_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, offerWebinar]);
  return null;
}
