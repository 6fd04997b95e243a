/**
 * The embed protocol's mount point (one line in the designer page): runs the bridge and shows
 * the design-preview screen when the address asks (`openDesignPreview`) or the parent does.
 */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectDesignerQuery } from '../session';
import { DesignPreviewScreen } from './DesignPreviewScreen';
import { embedHost } from './embedHost';
import { useEmbedBridge } from './useEmbedBridge';
import { useEmbedOperations } from './useEmbedOperations';
import { useEmbedSession } from './useEmbedSession';
import { useUploadsToParent } from './useUploadsToParent';

export function EmbedBridge() {
  const query = useSelector(selectDesignerQuery);
  const [previewOpen, setPreviewOpen] = useState(query.openDesignPreview);
  useEmbedOperations(embedHost, setPreviewOpen);
  const connected = useEmbedBridge(useEmbedSession());
  useUploadsToParent(embedHost, connected);
  return previewOpen ? <DesignPreviewScreen onClose={() => setPreviewOpen(false)} /> : null;
}
