#include "engine/settlers/board/map.h"

namespace canaan::settlers {

const MapHex *MapModel::hexAt(HexCoord h) const
{
    for (const MapHex &x : hexes)
        if (x.at == h)
            return &x;
    return nullptr;
}

MapHex *MapModel::hexAt(HexCoord h)
{
    return const_cast<MapHex *>(static_cast<const MapModel *>(this)->hexAt(h));
}

} // namespace canaan
