import CardMedia from '@mui/material/CardMedia';
import { useBuildingThumbnail } from '../api/use-building-thumbnail';

/** The Building Photo's thumbnail on a portfolio card; nothing without a photo. Decorative. */
export function PortfolioCardPhoto({ buildingId }: { buildingId: string }) {
  const { data: thumbnail } = useBuildingThumbnail(buildingId);
  if (!thumbnail) return null;
  return (
    <CardMedia
      component="img"
      image={thumbnail}
      alt=""
      data-testid="portfolio-card-photo"
      sx={{ height: 120, objectFit: 'cover' }}
    />
  );
}
